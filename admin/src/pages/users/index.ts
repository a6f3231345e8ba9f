import { lazy } from 'react';

// Each users page is its own chunk, fetched the first time its route is visited.
export const UserList = lazy(() => import('./list'));
export const UserCreate = lazy(() => import('./create'));
export const UserShow = lazy(() => import('./show'));
