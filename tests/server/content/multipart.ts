/** Builds multipart/form-data bodies by hand for fastify.inject. */
export interface Part {
  name: string;
  /** present for a file part */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

export function multipartBody(
  parts: readonly Part[],
  boundary = 'test-boundary-7MA4YWxkTrZu0gW',
): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
