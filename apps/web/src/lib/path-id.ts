/** A path id is digits only (at most 12, like the API's); anything else is not an id. Read by the route guards and the pages that take an id. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
