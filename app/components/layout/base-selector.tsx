// The header's base (server) selector: the user's bound servers; a switch applies after 100 ms.
// MUI's NativeSelect (the platform's own list: a phone's picker; MUI's Select brought
// its menu, popover and transitions into every logged-in screen's first load).
import Input from '@mui/material/Input';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { selectBase, useBases } from '../../stores/bases-store';
import { useT } from '../use-t';

/** Seed section 9: server-select delays 100 ms. */
export const SERVER_SELECT_DELAY_MS = 100;

export function BaseSelector() {
  const t = useT();
  const servers = useBases((s) => s.servers);
  const baseTopic = useBases((s) => s.baseTopic);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (servers.length === 0) {
    return (
      <Typography variant="body2" sx={{ opacity: 0.85 }} noWrap>
        {t('shell:noBase')}
      </Typography>
    );
  }
  const choose = (topic: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => selectBase(topic), SERVER_SELECT_DELAY_MS);
  };
  // A topic no bound server has (or none yet) shows an empty choice, as MUI's Select did.
  const known = servers.some((server) => server.mqttBaseTopic === baseTopic);
  return (
    <NativeSelect
      value={known ? (baseTopic ?? '') : ''}
      onChange={(event) => choose(event.target.value)}
      input={<Input disableUnderline />}
      inputProps={{ 'aria-label': t('shell:selectBase') }}
      sx={{
        color: 'inherit',
        maxWidth: { xs: 128, sm: 240 },
        fontSize: 14,
        '& .MuiNativeSelect-select': { textOverflow: 'ellipsis' },
        '& .MuiNativeSelect-icon': { color: 'inherit' },
        // The open list is drawn by the platform with the select's colours: dark text on paper.
        '& option': { color: 'text.primary', backgroundColor: 'background.paper' },
      }}
    >
      {!known && <option value="" disabled hidden />}
      {servers.map((server) => (
        <option key={server.sn} value={server.mqttBaseTopic}>
          {server.name ?? server.sn}
        </option>
      ))}
    </NativeSelect>
  );
}
