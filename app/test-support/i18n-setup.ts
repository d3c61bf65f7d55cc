// Unit tests render screens without the shell: give them the screens' messages (both languages),
// as the protected route does for the current language after login.
import { loadScreenMessages } from '../i18n';

await loadScreenMessages('zh-CN');
await loadScreenMessages('en');
