import { renderWithRefine } from '../../../../test/render-with-refine';
import { IdeaShow } from '../../show';

/** The detail page at `path` with the app's own data provider (the tests answer its http client), and the list and
 * Evaluate routes as landing places. */
export function renderDetail(path = '/ideas/7') {
  return renderWithRefine(<IdeaShow />, {
    path: '/ideas/:id',
    url: path,
    appData: true,
    routes: { '/ideas': <p>Ideas list</p>, '/ideas/:id/evaluate': <p>Evaluate page</p> },
  });
}
