/**
 * A PDF table's cell limit, apart from the renderer: code on the main thread (the actions' CSV and PDF rows) shortens
 * cells without loading @react-pdf/renderer, which only the PDF worker threads need (it took ~0.9 s of every start).
 */
export const CELL_MAX = 400;

export const shorten = (text: string) => (text.length > CELL_MAX ? `${text.slice(0, CELL_MAX - 1)}…` : text);
