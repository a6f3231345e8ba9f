import { fireEvent, screen } from '@testing-library/react';
import { currentUrl, renderWithRefine } from '../../../test/render-with-refine';
import { ProductWizardPage } from '../new';

const ADMIN = { id: 1, email: 'astrid@demo.no' };

/** The wizard at /products/new for a user of `accessLevel` (an administrator by default). */
export function renderWizard(accessLevel = 5) {
  const view = renderWithRefine(<ProductWizardPage />, {
    path: '/products/new',
    appData: true,
    identity: ADMIN,
    accessLevel,
    routes: { '/products': <p>Produktlisten</p>, '/products/:productId/settings': <p>Innstillingssiden</p> },
  });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

/** The title of the step the wizard is on. */
export const currentStep = () => document.querySelector('.ant-steps-item-active .ant-steps-item-title')?.textContent;

export const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

export const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** Step 1 filled in as the tests' product, then on to step 2. */
export async function fillBasics({ name = 'Min app', description = 'En app for testing' } = {}) {
  await screen.findByLabelText('Produktnavn');
  type('Produktnavn', name);
  type('Beskrivelse', description);
  press('Neste');
}

/** The visible lines of the folder preview, in order. */
export const previewLines = () => [...screen.getByRole('list', { name: 'Mappestruktur' }).querySelectorAll('code')].map((line) => line.textContent);
