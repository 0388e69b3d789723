import sharp from 'sharp';

/** A file part of a multipart test body. */
export interface TestFile {
  /** Form field name; 'photo' unless told. */
  field?: string;
  filename: string;
  type: string;
  bytes: Uint8Array;
}

/**
 * A multipart/form-data body for app.inject, built the way a browser builds one (global FormData and
 * Blob, encoded by Response): `{ payload, headers }` to spread into the inject options.
 */
export async function multipartBody(fields: Record<string, string | undefined>, ...files: TestFile[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  for (const file of files) {
    form.append(file.field ?? 'photo', new Blob([file.bytes], { type: file.type }), file.filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** A 320x200 PNG of one colour, as the 'photo' file part of an event form. */
export async function pngPhoto(colour = '#336699', filename = 'poster.png'): Promise<TestFile> {
  const bytes = await sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { filename, type: 'image/png', bytes };
}
