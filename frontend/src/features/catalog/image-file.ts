/** Uploaded product images are at most 2MB (docs/product.md, Staff panel: PRODUCTS). */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** What the server accepts (it checks the content too). SVG is left out: it can carry script. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** The panel's message for a file that cannot be uploaded, or null when it may be. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return 'Please select an image file';
  if (file.size > MAX_IMAGE_BYTES) return 'Image must be smaller than 2MB';
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** "12.50" → 1250; null for anything that is not pounds with at most two decimals. */
export function poundsToPence(value: string): number | null {
  const text = value.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [pounds, pence = ''] = text.split('.');
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
}

/** 1250 → "12.50", for the price field. */
export function penceToPounds(pence: number): string {
  return (pence / 100).toFixed(2);
}
