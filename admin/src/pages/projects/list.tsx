/** /projects: the project list (being built). */
export default function ProjectList() {
  return null;
}
