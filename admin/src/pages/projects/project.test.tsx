import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithRefine } from '../../test/render-with-refine';
import { HEAVY_TEST_MS, servePipelines } from '../data-pipelines/test/pipeline-fixtures';
import { ProjectShow } from './show';

const project = {
  id: 3,
  name: 'car-market',
  display_name: 'Car market',
  description: 'Prices of used cars in Norway.',
  status: 'active',
  priority: 'high',
  project_type: 'analytics',
  company: 'approach',
};

const renderProject = () => renderWithRefine(<ProjectShow />, { path: '/projects/:id', url: '/projects/3', appData: true });

describe('/projects/:id', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the project and the pipelines linked to it, each with its relationship and status', async () => {
    servePipelines({
      '/api/admin/projects/3': () => ({
        project,
        pipelines: [{ id: 7, name: 'Car prices', type: 'scheduled', status: 'error', relationship_type: 'data_processing' }],
      }),
    });
    renderProject();
    expect(await screen.findByRole('heading', { name: 'Car market' })).toBeTruthy();
    expect(screen.getByText('car-market')).toBeTruthy();
    expect(screen.getByText('Prices of used cars in Norway.')).toBeTruthy();
    const item = screen.getByRole('link', { name: 'Car prices' }).closest('.ant-list-item') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Car prices' }).getAttribute('href')).toBe('/data-pipelines/7');
    expect(within(item).getByText('data_processing')).toBeTruthy();
    expect(within(item).getByText('error').className).toContain('ant-tag-red');
  });

  it('says when no pipeline is linked', async () => {
    servePipelines({ '/api/admin/projects/3': () => ({ project, pipelines: [] }) });
    renderProject();
    expect(await screen.findByText('No pipelines linked to this project')).toBeTruthy();
  });
});
