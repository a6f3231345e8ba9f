/** /consultancy/cv-templates/:id ('new' makes one): 'Ny CV-mal' / 'Rediger CV-mal'. */
export function CvTemplatePage() {
  return null;
}

export default CvTemplatePage;
