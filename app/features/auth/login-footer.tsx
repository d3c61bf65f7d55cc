// The login screen's footer: licence link, filing/record links, language switch.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useT } from '../../components/use-t';
import { currentLanguage, setLanguage } from '../../i18n';

/** The filing (ICP) and public-security record sites the numbers link to. */
export const ICP_URL = 'https://beian.miit.gov.cn/';
export const POLICE_URL = 'https://beian.mps.gov.cn/';

export function LoginFooter({ onLicence }: { onLicence: () => void }) {
  const t = useT();
  const other = currentLanguage() === 'zh-CN' ? 'en' : 'zh-CN';
  return (
    <Box component="footer" sx={{ textAlign: 'center', color: 'rgba(255,255,255,0.9)', py: 2, px: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Link component="button" type="button" color="inherit" variant="caption" onClick={onLicence}>
          {t('login:licence')}
        </Link>
        <Link
          component="button"
          type="button"
          color="inherit"
          variant="caption"
          onClick={() => void setLanguage(other)}
        >
          {other === 'en' ? 'English' : '中文'}
        </Link>
      </Box>
      <Typography variant="caption" component="p">
        <Link href={ICP_URL} target="_blank" rel="noopener noreferrer" color="inherit">
          {t('login:icp')}
        </Link>
        {'  ·  '}
        <Link href={POLICE_URL} target="_blank" rel="noopener noreferrer" color="inherit">
          {t('login:police')}
        </Link>
      </Typography>
    </Box>
  );
}
