/** /consultancy/export: customers, candidates and tenders as CSV or JSON. */
export function ConsultancyExportPage() {
  return null;
}

export default ConsultancyExportPage;
