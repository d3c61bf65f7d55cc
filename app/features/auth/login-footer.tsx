// The login screen's footer: licence link, filing/record links, language switch.
import { useT } from '../../components/use-t';
import { currentLanguage, setLanguage } from '../../i18n';

/** The filing (ICP) and public-security record sites the numbers link to. */
export const ICP_URL = 'https://beian.miit.gov.cn/';
export const POLICE_URL = 'https://beian.mps.gov.cn/';

export function LoginFooter({ onLicence }: { onLicence: () => void }) {
  const t = useT();
  const other = currentLanguage() === 'zh-CN' ? 'en' : 'zh-CN';
  return (
    <footer className="gh-footer">
      <div className="gh-footer__links">
        <button type="button" className="gh-link" onClick={onLicence}>
          {t('login:licence')}
        </button>
        <button type="button" className="gh-link" onClick={() => void setLanguage(other)}>
          {other === 'en' ? 'English' : '中文'}
        </button>
      </div>
      <p>
        <a className="gh-link" href={ICP_URL} target="_blank" rel="noopener noreferrer">
          {t('login:icp')}
        </a>
        {'  ·  '}
        <a className="gh-link" href={POLICE_URL} target="_blank" rel="noopener noreferrer">
          {t('login:police')}
        </a>
      </p>
    </footer>
  );
}
