import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentUrl, mockDataProvider, renderWithRefine } from '../../test/render-with-refine';
import { IdeaCreate } from './create';

function renderCreate(create = vi.fn(async ({ variables }: { variables: object }) => ({ data: { id: 42, ...variables } }))) {
  const dataProvider = mockDataProvider({ create });
  const view = renderWithRefine(<IdeaCreate />, { path: '/ideas/new', dataProvider });
  return { ...view, create };
}

describe('IdeaCreate', () => {
  it('starts from the defaults, requires a title, and opens the new idea after saving', async () => {
    const { create, getByTestId } = renderCreate();
    const title = await screen.findByLabelText('Title');
    expect((screen.getByLabelText('Rank') as HTMLInputElement).value).toBe('999');
    expect((screen.getByLabelText('Personal enthusiasm') as HTMLInputElement).value).toBe('5');

    fireEvent.click(screen.getByText('Create Idea'));
    expect(await screen.findByText('Title is required.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(title, { target: { value: '  Rental yield calculator ' } });
    fireEvent.click(screen.getByText('Create Idea'));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toMatchObject({
      resource: 'ideas',
      variables: {
        title: '  Rental yield calculator ',
        status: 'draft',
        priority: 'medium',
        company: 'approach',
        idea_type: 'product',
        business_model: 'b2c',
        personal_enthusiasm: 5,
        rank: 999,
        tags: [],
        features: [],
      },
    });
    await waitFor(() => expect(currentUrl(getByTestId)).toBe('/ideas/42'));
  });

  it("shows the server's validation message", async () => {
    const create = vi.fn(async () => {
      throw { message: 'score must be between 0 and 10.', statusCode: 400, errors: { score: 'score must be between 0 and 10.' } };
    });
    renderCreate(create);
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'An idea' } });
    fireEvent.click(screen.getByText('Create Idea'));
    await waitFor(() => expect(screen.getAllByText('score must be between 0 and 10.').length).toBeGreaterThan(0));
  });
});
