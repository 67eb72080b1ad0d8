import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { testMp4, testPng } from "../../test/testImages";
import type { ImageUploadValue, UploadedVideo } from "../data/mediaTypes";
import { ImageUpload } from "./ImageUpload";
import { VideoUpload } from "./VideoUpload";

let srv: TestServer;
let token: string;
beforeAll(async () => {
  srv = await startTestServer();
  token = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

const fileOf = (bytes: Uint8Array, name: string, type: string) => new File([bytes as BlobPart], name, { type });
const mediaRows = async () =>
  Number((await srv.server.ctx.db.query<{ n: number }>("select count(*)::int as n from media_files"))[0]!.n);
const input = () => screen.getByTestId("image-upload-input") as HTMLInputElement;
const render = (ui: React.ReactElement) => renderWithPortico(ui, { baseUrl: srv.url, token });

describe("ImageUpload against the reference server", () => {
  it("uploads a valid image through a signed URL and hands on the variant its max width picks", async () => {
    const onChange = vi.fn<(img: ImageUploadValue | null) => void>();
    const view = render(<ImageUpload businessId={1} label="Banner" maxWidth={800} onChange={onChange} />);
    await userEvent.setup().upload(input(), fileOf(testPng(700, 400), "banner.png", "image/png"));
    await waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: 10_000 });
    const image = onChange.mock.calls[0]![0]!;
    expect(image).toMatchObject({ filename: "banner.png", width: 700, height: 400, variant: "medium" });
    expect(image.url).toBe(image.variants.medium);
    expect((await fetch(srv.url + image.url)).status).toBe(200);
    view.rerender(<ImageUpload businessId={1} label="Banner" value={image.url} onChange={onChange} />);
    expect(screen.getByRole("img", { name: "Preview of Banner" }).getAttribute("src")).toBe(image.url);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("opens the file chooser from the keyboard and takes a dropped file", async () => {
    const onChange = vi.fn<(img: ImageUploadValue | null) => void>();
    render(<ImageUpload businessId={1} label="Logo" onChange={onChange} />);
    const opened = vi.spyOn(input(), "click");
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement?.getAttribute("aria-labelledby")).toMatch(/-label /);
    await user.keyboard("{Enter}");
    expect(opened).toHaveBeenCalledTimes(1);
    const zone = document.activeElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf(testPng(30, 20), "dropped.png", "image/png")] } });
    await waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: 10_000 });
    expect(onChange.mock.calls[0]![0]).toMatchObject({ filename: "dropped.png", variant: "large" });
  });

  it("refuses an oversized image in the browser before uploading, clears the choice and names maxSize", async () => {
    const before = await mediaRows();
    const onChange = vi.fn();
    const onProblem = vi.fn();
    render(<ImageUpload businessId={1} label="Logo" maxSize="10KB" onChange={onChange} onProblem={onProblem} />);
    const user = userEvent.setup();
    await user.upload(input(), fileOf(testPng(100, 100, true), "big.png", "image/png"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("The image may be at most 10KB.");
    expect(alert.getAttribute("data-error")).toBe("maxSize");
    expect(onChange).toHaveBeenCalledWith(null);
    expect(onProblem).toHaveBeenLastCalledWith("maxSize");
    expect(await mediaRows()).toBe(before);
    // A fitting image clears the problem for the host form.
    await user.upload(input(), fileOf(testPng(10, 10), "small.png", "image/png"));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ filename: "small.png" })));
    expect(onProblem).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("counts an unreadable maxSize as the 2MB default", async () => {
    render(<ImageUpload businessId={1} label="Logo" maxSize="2TB" onChange={vi.fn()} />);
    expect(screen.getByText("PNG, JPEG, GIF or WebP; at most 2MB and 2000×2000 pixels.")).toBeTruthy();
  });

  it("names the limit the server refused by, and clears the choice", async () => {
    // The server never takes more than 2MB, whatever the widget allows.
    const onChange = vi.fn();
    const onProblem = vi.fn();
    render(<ImageUpload businessId={1} label="Poster" maxSize="5MB" onChange={onChange} onProblem={onProblem} />);
    await userEvent.setup().upload(input(), fileOf(testPng(1000, 1000, true), "poster.png", "image/png"));
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert.textContent).toBe("The file is larger than allowed.");
    expect(alert.getAttribute("data-error")).toBe("maxSize");
    expect(onProblem).toHaveBeenLastCalledWith("maxSize");
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it("refuses an image wider or taller than allowed (maxWidth, maxHeight)", async () => {
    const onProblem = vi.fn();
    render(
      <ImageUpload
        businessId={1}
        label="Favicon"
        maxSize="200KB"
        maxWidth={96}
        maxHeight={96}
        onChange={vi.fn()}
        onProblem={onProblem}
      />,
    );
    const user = userEvent.setup();
    await user.upload(input(), fileOf(testPng(97, 10), "wide.png", "image/png"));
    expect((await screen.findByRole("alert")).textContent).toBe("The image may be at most 96 pixels wide.");
    expect(onProblem).toHaveBeenLastCalledWith("maxWidth");
    await user.upload(input(), fileOf(testPng(10, 120), "tall.png", "image/png"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("The image may be at most 96 pixels tall."));
    expect(onProblem).toHaveBeenLastCalledWith("maxHeight");
  });

  it("says 'Invalid file type' for a file that is no readable image", async () => {
    render(<ImageUpload businessId={1} label="Banner" onChange={vi.fn()} />);
    await userEvent.setup().upload(input(), fileOf(new TextEncoder().encode("not an image"), "x.png", "image/png"));
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid file type");
  });

  it("says 'Cannot get correct business!' without a business", async () => {
    render(<ImageUpload businessId={undefined} label="Banner" onChange={vi.fn()} />);
    await userEvent.setup().upload(input(), fileOf(testPng(10, 10), "a.png", "image/png"));
    expect((await screen.findByRole("alert")).textContent).toBe("Cannot get correct business!");
  });

  it("shows the server's refusal in the user's language and stops the progress", async () => {
    // Another owner's business: the signed-URL request is refused.
    render(<ImageUpload businessId={999999} label="Banner" onChange={vi.fn()} />);
    await userEvent.setup().upload(input(), fileOf(testPng(10, 10), "a.png", "image/png"));
    expect((await screen.findByRole("alert")).textContent).toBe("Not found.");
  });

  it("picks from My files, deletes with a confirm, and copies a searched picture into own storage", async () => {
    const onChange = vi.fn<(img: ImageUploadValue | null) => void>();
    render(<ImageUpload businessId={1} label="Carousel" onChange={onChange} />);
    const user = userEvent.setup();
    await user.upload(input(), fileOf(testPng(40, 30), "mine.png", "image/png"));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), { timeout: 10_000 });

    await user.click(screen.getByRole("button", { name: "Library" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(await within(dialog).findByRole("button", { name: "Use mine.png" }));
    expect(onChange.mock.calls[1]![0]).toMatchObject({ filename: "mine.png", variant: "large" });

    await user.click(screen.getByRole("button", { name: "Library" }));
    const again = await screen.findByRole("dialog");
    await user.click(await within(again).findByRole("button", { name: "Delete mine.png" }));
    expect(await screen.findByText("Do you really want to delete mine.png?")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(within(again).queryByRole("button", { name: "Use mine.png" })).toBeNull());

    await user.click(within(again).getByRole("tab", { name: "Picture search" }));
    await user.type(within(again).getByLabelText("Keywords"), "beach");
    await user.click(within(again).getByRole("button", { name: "Search" }));
    expect(await within(again).findByText("2 pictures")).toBeTruthy();
    await user.click(within(again).getAllByRole("button", { name: /^Use picture beach/ })[0]!);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(3));
    const pick = onChange.mock.calls[2]![0]!;
    expect(pick).toMatchObject({ source: "picture", width: 1600 });
    expect(pick.fileUrl).toMatch(/^\/assets\/uploads\/1\/f_/);
  });
});

describe("VideoUpload against the reference server", () => {
  it("uploads a video to the video host with progress", async () => {
    const onChange = vi.fn<(v: UploadedVideo | null) => void>();
    const { container } = render(<VideoUpload businessId={1} label="Welcome video" onChange={onChange} />);
    const file = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.setup().upload(file, fileOf(testMp4(), "welcome.mp4", "video/mp4"));
    await waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: 10_000 });
    expect(onChange.mock.calls[0]![0]).toMatchObject({ fileName: "welcome.mp4" });
    expect((await fetch(srv.url + onChange.mock.calls[0]![0]!.fileUrl)).status).toBe(200);
  });

  it("says 'Invalid file type' and 'Cannot get correct business!' like the image upload, and offers 50MB", async () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<VideoUpload businessId={1} label="Clip" onChange={onChange} />);
    expect(screen.getByText("MP4, WebM or MOV; at most 50MB.")).toBeTruthy();
    const file = () => container.querySelector('input[type="file"]') as HTMLInputElement;
    // The chooser's accept list is skipped, as a drop would skip it.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(file(), fileOf(testMp4(), "clip.avi", "video/x-msvideo"));
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid file type");
    rerender(<VideoUpload businessId={null} label="Clip" onChange={onChange} />);
    await user.upload(file(), fileOf(testMp4(), "clip.mp4", "video/mp4"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Cannot get correct business!"));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses a video over its limit before uploading", async () => {
    const { container } = render(<VideoUpload businessId={1} label="Clip" maxSize="1KB" onChange={vi.fn()} />);
    const file = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.setup().upload(file, fileOf(testMp4(4096), "clip.mp4", "video/mp4"));
    expect((await screen.findByRole("alert")).textContent).toBe("The video may be at most 1KB.");
  });
});
