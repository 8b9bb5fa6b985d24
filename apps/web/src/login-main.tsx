import '@mantine/core/styles.css';
import { createRoot, type Root } from 'react-dom/client';
import { LoginApp } from './app/login-app';
import { initI18n } from './lib/i18n';
import { capturePunchoutEntry } from './lib/punchout';
import { getSession } from './lib/session';

// login.html, which the server answers for /login (R-AUTH-1: "/login (/login.html)"): the login
// page without the app, which loads once the user has logged in (or at once for one who is).

capturePunchoutEntry();
const container = document.getElementById('root')!;
const loadApp = () => import('./app/mount');
let loginRoot: Root | null = null;

async function startApp(): Promise<void> {
  const { mountApp } = await loadApp();
  loginRoot?.unmount();
  loginRoot = null;
  await mountApp(container);
}

if (getSession().auth) {
  // Already signed in, here or in another tab: the app sends the user on from /login.
  void startApp();
} else {
  void initI18n().then((i18n) => {
    loginRoot = createRoot(container);
    loginRoot.render(
      <LoginApp i18n={i18n} onLoggedIn={startApp} onFormFocus={() => void loadApp()} />,
    );
  });
}
