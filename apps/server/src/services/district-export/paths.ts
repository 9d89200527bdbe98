/** Where a district export is downloaded (the e-mail's link, the list's download_url). */
export const districtExportDownloadPath = (districtId: number, id: number) => `/api/v1/districts/${districtId}/export/${id}/download/`;
