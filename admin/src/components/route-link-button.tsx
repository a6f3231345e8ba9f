import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';
import { ADMIN_BASENAME } from '../config/constants';

/** An antd Button that is a real link to an app route (new tab works) but navigates in the app on a plain click. */
export function RouteLinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={`${ADMIN_BASENAME}${to}`} onClick={onClick} />;
}
