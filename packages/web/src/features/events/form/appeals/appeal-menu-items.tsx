import { fmt } from '@honora/contract';
import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { appealPath, type AppealRequest } from './appeal-menu';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const t = eventFormScreenMessages.appeals.menu;

interface Props {
  entries: readonly AppealRequest[];
  withDivider: boolean;
  onPick: (request: AppealRequest) => void;
}

/** The appeal entries of the actions menu: identify, send an appeal, open a sent appeal to record its answer. */
export function AppealMenuItems({ entries, withDivider, onPick }: Props) {
  if (entries.length === 0) return null;
  return (
    <>
      {withDivider && <Menu.Divider />}
      <Menu.Label>{t.group}</Menu.Label>
      {entries.map((entry) => {
        if (entry.kind === 'identify') {
          return (
            <Menu.Item key="identify" onClick={() => onPick(entry)}>
              {t.identify}
            </Menu.Item>
          );
        }
        const code = String(entry.appeal.code);
        if (entry.kind === 'send') {
          return (
            <Menu.Item key={`send:${entry.appeal.id}`} onClick={() => onPick(entry)}>
              {fmt(t.send, { code })}
            </Menu.Item>
          );
        }
        return (
          <Menu.Item key={`received:${entry.appeal.id}`} component={Link} to={appealPath(entry.appeal.id)}>
            {fmt(t.received, { code })}
          </Menu.Item>
        );
      })}
    </>
  );
}
