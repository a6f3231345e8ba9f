import { createContext, useContext } from 'react';
import type { FieldValue, IdeaDetail } from '../detail-types';

/** What every field of the page reads: the values shown, the mode, and how to change one. */
export interface IdeaForm {
  values: IdeaDetail;
  editing: boolean;
  setField: (field: string, value: FieldValue) => void;
}

export const IdeaFormContext = createContext<IdeaForm | null>(null);

export function useIdeaForm(): IdeaForm {
  const form = useContext(IdeaFormContext);
  if (!form) throw new Error('useIdeaForm needs an IdeaFormContext provider');
  return form;
}

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export const listOf = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
