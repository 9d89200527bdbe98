/** Files the upload specs choose: a real image, and text dressed up as one. */
export const TINY_PNG = {
  name: 'tiny.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};
/** Named and typed as a PNG, but not one: the server checks the content and refuses it. */
export const NOT_AN_IMAGE = { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') };
