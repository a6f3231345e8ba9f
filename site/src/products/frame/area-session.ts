import { createContext, useContext } from 'react';
import type { PlatformUser, ProductAccess, ProductId } from '@platform/shared';
import type { ApiError } from '../../api/http';

/** What the frame hands the area it has let in. */
export interface AreaSession {
  productId: ProductId;
  user: PlatformUser;
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
