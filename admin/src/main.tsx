import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { API_USERS_ME } from './config/constants';
import { startDashboardEarly } from './pages/dashboard/early-start';
import { readEarly } from './providers/early-reads';

// Who is signed in, and the dashboard's first read, are asked for while the app renders its first frame.
void readEarly(API_USERS_ME);
startDashboardEarly(window.location);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
