export * from './access';
export * from './idea';
export * from './idea-validation';
export * from './idea-list-query';
export * from './idea-search';
export * from './format';
