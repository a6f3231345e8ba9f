/** The project page's Events tab (being built). */
export function ProjectEventsTab(_props: { projectId: number }) {
  return null;
}
