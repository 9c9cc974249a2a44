/**
 * The text of a PDF as pdf.js reads it (the library react-pdf shows documents with), one string
 * per page with the pieces joined by spaces.
 */
export async function pdfPagesText(pdf: Uint8Array): Promise<string[]> {
  // pdf.js 6 expects Node 22's Promise.withResolvers; Node 20 lacks it
  (Promise as unknown as { withResolvers?: unknown }).withResolvers ??= () => {
    let resolve!: (value: unknown) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  };
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  // pdf.js takes the buffer over; give it a copy so the caller's bytes stay usable
  const loading = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const document = await loading.promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await loading.destroy();
  return pages;
}
