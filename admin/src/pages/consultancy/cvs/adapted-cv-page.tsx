/** /consultancy/adapted-cvs/:id ('new' makes one). */
export function AdaptedCvPage() {
  return null;
}

export default AdaptedCvPage;
