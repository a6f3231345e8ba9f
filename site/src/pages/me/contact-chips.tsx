import type { ReactNode } from 'react';
import { Flex, Tag } from 'antd';
import { GithubOutlined, GlobalOutlined, LinkedinOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useT } from '../../i18n';
import type { ProfileContact } from './profile.config';

/** E-mail, phone and social links, each only when the configuration has it. */
export function ContactChips({ contact }: { contact: ProfileContact }) {
  const t = useT();
  const chips = [
    contact.email && { key: 'email', href: `mailto:${contact.email}`, icon: <MailOutlined />, label: contact.email, name: t.me.email },
    contact.phone && {
      key: 'phone',
      href: `tel:${contact.phone.replace(/\s/g, '')}`,
      icon: <PhoneOutlined />,
      label: contact.phone,
      name: t.me.phone,
    },
    contact.github && { key: 'github', href: contact.github, icon: <GithubOutlined />, label: t.me.github, name: t.me.github },
    contact.linkedin && { key: 'linkedin', href: contact.linkedin, icon: <LinkedinOutlined />, label: t.me.linkedin, name: t.me.linkedin },
    contact.website && { key: 'website', href: contact.website, icon: <GlobalOutlined />, label: t.me.website, name: t.me.website },
  ].filter((chip) => Boolean(chip)) as Array<{ key: string; href: string; icon: ReactNode; label: string; name: string }>;

  if (chips.length === 0) return null;
  return (
    <Flex gap={8} wrap>
      {chips.map((chip) => {
        const external = chip.href.startsWith('http');
        return (
          <a
            key={chip.key}
            href={chip.href}
            data-testid={`contact-${chip.key}`}
            aria-label={`${chip.name}: ${chip.label}`}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <Tag icon={chip.icon} style={{ padding: '4px 10px', fontSize: 14, cursor: 'pointer' }}>
              {chip.label}
            </Tag>
          </a>
        );
      })}
    </Flex>
  );
}
