// The frame of the public screens: greenhouse background, brand, a card, and the footer.
import { useState, type ReactNode } from 'react';
import { iconPaths } from '../../components/icon-paths';
import { useT } from '../../components/use-t';
import { currentLanguage } from '../../i18n';
import { now } from '../../lib/world-time';
import { LicenceDialog } from './licence-dialog';
import { LoginFooter } from './login-footer';
import { Icon } from './ui/controls';

/** Today's date as the login screen shows it (e.g. 2026年6月15日星期一). */
export const dateDisplay = (now: Date, lang: string): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'full' }).format(now);

export function AuthFrame({
  children,
  licence,
  brandHeading = false,
}: {
  children: ReactNode;
  licence?: [boolean, (open: boolean) => void];
  /** The app's name is the page's heading (a screen without a title of its own). */
  brandHeading?: boolean;
}) {
  const t = useT();
  const own = useState(false);
  const [licenceOpen, setLicenceOpen] = licence ?? own;
  const Name = brandHeading ? 'h1' : 'p';
  return (
    <div className="gh-auth">
      <main className="gh-auth__main">
        <div className="gh-auth__column">
          <div className="gh-auth__brand">
            <Icon path={iconPaths.leaf} size={44} />
            <Name className="gh-auth__name">{t('common:appName')}</Name>
            <p className="gh-auth__subtitle">{t('login:subtitle')}</p>
            <p className="gh-auth__date" data-testid="date-display">
              {dateDisplay(new Date(now()), currentLanguage())}
            </p>
          </div>
          <div className="gh-auth__card">{children}</div>
        </div>
      </main>
      <LoginFooter onLicence={() => setLicenceOpen(true)} />
      <LicenceDialog open={licenceOpen} onClose={() => setLicenceOpen(false)} />
    </div>
  );
}
