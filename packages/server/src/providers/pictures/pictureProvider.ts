/** A stock picture a search found (its URLs are the provider's, not yet in the business's storage). */
export interface StockPicture {
  id: string;
  url: string;
  thumbUrl: string;
  tags: string[];
  width: number;
  height: number;
}

/** A picture-search query: keywords (all must match a tag), one-based page, page size. */
export interface PictureQuery {
  keywords?: string;
  page: number;
  limit: number;
}

/**
 * Picture search behind the `/v3/businesses/{id}/pic/` calls. The local default works offline from a
 * bundled set; another provider could call a stock-photo service. Picks are copied into own storage
 * through {@link PictureProvider.fetch}, so that a business never depends on the provider's URLs.
 */
export interface PictureProvider {
  search(q: PictureQuery): Promise<{ total: number; pictures: StockPicture[] }>;
  /** The full-size bytes of one picture, or null when there is no such picture. */
  fetch(id: string): Promise<{ bytes: Buffer; type: string } | null>;
  /** The bytes the provider serves at its own URLs (`/assets/pictures/<id>.jpg`, `<id>.thumb.jpg`). */
  serve(file: string): Promise<{ bytes: Buffer; type: string } | null>;
}
