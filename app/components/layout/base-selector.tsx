// The header's base (server) selector: the user's bound servers; a switch applies after 100 ms.
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
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
  return (
    <Select
      size="small"
      variant="standard"
      disableUnderline
      value={baseTopic ?? ''}
      onChange={(event) => choose(String(event.target.value))}
      inputProps={{ 'aria-label': t('shell:selectBase') }}
      sx={{
        color: 'inherit',
        maxWidth: { xs: 128, sm: 240 },
        '& .MuiSelect-icon': { color: 'inherit' },
        fontSize: 14,
      }}
    >
      {servers.map((server) => (
        <MenuItem key={server.sn} value={server.mqttBaseTopic}>
          {server.name ?? server.sn}
        </MenuItem>
      ))}
    </Select>
  );
}
