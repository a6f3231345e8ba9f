import { createContext, useContext } from 'react';
import type { PlatformUser, ProductAccess } from '@platform/shared';
import type { ApiError } from '../../api/http';

/** What the frame hands the area it has let in. */
export interface AreaSession {
  productId: string;
  /** Null in a product without sign-in that an anonymous visitor opened. */
  user: PlatformUser | null;
  /** The access the server answered when the area opened. */
  access: ProductAccess;
  /** A data call the server refused (401, or 403 with a reason): the frame shows its sign-in or refusal view instead. */
  onRefused: (error: ApiError) => void;
}

export const AreaSessionContext = createContext<AreaSession | null>(null);

export function useAreaSession(): AreaSession {
  const session = useContext(AreaSessionContext);
  if (!session) throw new Error('A product area hook was used outside ProductAreaFrame');
  return session;
}
