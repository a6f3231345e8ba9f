export const DATASETS_RESOURCE = 'datasets';
export const DATASETS_LIST_PATH = '/datasets';
export const datasetPath = (name: string) => `/datasets/${encodeURIComponent(name)}`;
export const ROWS_PAGE_SIZE = 50;

export const DATASET_TEXTS = {
  title: 'Datasets',
  empty: 'No datasets yet: a pipeline’s Store step makes one.',
  loadFailed: 'Failed to load datasets',
  loadOneFailed: 'Failed to load the dataset',
  retry: 'Try again',
  back: 'Back to Datasets',
  delete: 'Delete dataset',
  deleteTitle: (name: string) => `Delete the dataset ${name}?`,
  deleteContent: 'Every row is deleted. Pipelines that store into it make it again on their next run.',
  deleted: 'Dataset deleted',
  deleteFailed: 'Failed to delete the dataset',
  cancel: 'Cancel',
  rows: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`,
} as const;
