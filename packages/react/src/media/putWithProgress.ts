import { PorticoError } from "@portico/sdk";

/**
 * PUTs a file to a signed upload URL with XMLHttpRequest, whose upload events give the progress that fetch
 * cannot. Resolves to the JSON answer; rejects with a PorticoError carrying the server's error code.
 * @example const image = await putWithProgress(signed.uploadUrl, file, file.type, (f) => setPercent(f * 100));
 */
export function putWithProgress(
  url: string,
  file: Blob,
  type: string,
  onProgress: (fraction: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("content-type", type);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { error?: { code: string; message: string; userMessage?: string; fields?: Record<string, string> } } =
        {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: handled below by the status
      }
      if (xhr.status >= 200 && xhr.status < 300 && !body.error) {
        onProgress(1);
        resolve(body);
        return;
      }
      const e = body.error ?? { code: "INTERNAL", message: xhr.statusText || "Upload failed" };
      reject(
        new PorticoError({
          status: xhr.status,
          code: e.code,
          message: e.message,
          ...(e.userMessage ? { userMessage: e.userMessage } : {}),
          ...(e.fields ? { fields: e.fields } : {}),
        }),
      );
    };
    xhr.onerror = () => reject(new PorticoError({ status: 0, code: "NETWORK_ERROR", message: "Upload failed" }));
    xhr.send(file);
  });
}
