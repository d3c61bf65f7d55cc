// Unit tests render screens without the shell: give them the screens' messages as the shell does.
import '../i18n/screen-messages';
