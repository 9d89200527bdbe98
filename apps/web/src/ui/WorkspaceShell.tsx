import type { ReactNode } from 'react';
import { Anchor, AppShell, Box, Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDevices, IconKey, IconLogout, IconMail, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Crumb, Language } from '@ss/domain';
import { AppBreadcrumbs } from './AppBreadcrumbs.tsx';
import { InShellContext } from './in-shell.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { NavSections, type NavSection } from './NavSections.tsx';
import classes from './WorkspaceShell.module.css';

interface WorkspaceShellProps {
  homePath: string;
  userName: string;
  roleLabel: string | null;
  language: Language;
  onLanguageChange: (language: Language) => void;
  onSignOut: () => void;
  signingOut: boolean;
  sections: NavSection[];
  crumbs: Crumb[];
  /** The signed-in user's own settings (change password). */
  accountPath?: string;
  accountLabel?: string;
  /** The user's e-mail summaries (issue 23, section 2), beside the password. */
  summariesPath?: string;
  summariesLabel?: string;
  /** The signed-in user's sessions (issue 24): not while simulating (the sessions would be the super admin's). */
  sessionsPath?: string;
  sessionsLabel?: string;
  /** The user's second factors (issue 24, section 4), beside the password. */
  securityPath?: string;
  securityLabel?: string;
  /** A search box in the header (the student search of the district and school workspaces). */
  search?: ReactNode;
  /** Where the user is (the school and its district in the school workspace), named in the header on wide screens and atop the menu otherwise. */
  place?: { name: string; detail?: string };
  children: ReactNode;
}

/** Header (app, user, language, sign-out), sidebar navigation and the main region of a workspace. */
export function WorkspaceShell(props: WorkspaceShellProps) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <a href="#main-content" className={classes.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" className={classes.lead}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" color="white" aria-label={t(opened ? 'shell.closeMenu' : 'shell.openMenu')} />
            <Anchor component={Link} to={props.homePath} className={classes.brand} underline="never" lineClamp={2}>
              {t('app.name')}
            </Anchor>
            {props.place && (
              <Box visibleFrom="lg" className={classes.place} role="group" aria-label={t('shell.currentPlace')}>
                <Text size="sm" fw={700} c="white" lh={1.2} lineClamp={2} title={props.place.name}>
                  {props.place.name}
                </Text>
                {props.place.detail && (
                  <Text size="xs" c="white" lh={1.2} lineClamp={1} title={props.place.detail}>
                    {props.place.detail}
                  </Text>
                )}
              </Box>
            )}
            {props.search && (
              <Box visibleFrom="sm" ml="md" role="search">
                {props.search}
              </Box>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap" className={classes.actions}>
            <Stack gap={0} visibleFrom="md" align="flex-end">
              <Text size="sm" fw={600} c="white" lh={1.2} className={classes.nowrap}>
                {props.userName}
              </Text>
              {props.roleLabel && (
                <Text size="xs" c="white" lh={1.2}>
                  {props.roleLabel}
                </Text>
              )}
            </Stack>
            {/* The account's pages, each an icon with its name from the widest screens (the name is always its label). */}
            <AccountLink to={props.accountPath} label={props.accountLabel} icon={IconKey} />
            <AccountLink to={props.summariesPath} label={props.summariesLabel} icon={IconMail} />
            <AccountLink to={props.sessionsPath} label={props.sessionsLabel} icon={IconDevices} />
            <AccountLink to={props.securityPath} label={props.securityLabel} icon={IconShieldLock} />
            <LanguageSwitcher current={props.language} onChange={props.onLanguageChange} variant="white" />
            <Button
              variant="white"
              size="compact-sm"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={props.onSignOut}
              loading={props.signingOut}
              aria-label={t('shell.signOut')}
            >
              <Box component="span" visibleFrom="sm">
                {t('shell.signOut')}
              </Box>
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label={t('shell.navigation')} className={classes.navbar}>
        <Box hiddenFrom="md" mb="sm" px="xs">
          <Text size="sm" fw={600}>
            {props.userName}
          </Text>
          {props.roleLabel && (
            <Text size="xs" c="dimmed">
              {props.roleLabel}
            </Text>
          )}
        </Box>
        {props.place && (
          <Box hiddenFrom="lg" mb="sm" px="xs" role="group" aria-label={t('shell.currentPlace')}>
            <Text size="sm" fw={700}>
              {props.place.name}
            </Text>
            {props.place.detail && <Text size="xs">{props.place.detail}</Text>}
          </Box>
        )}
        <NavSections sections={props.sections} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Container size="xl" px={0}>
          <AppBreadcrumbs crumbs={props.crumbs} />
          <InShellContext.Provider value>{props.children}</InShellContext.Provider>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

/** A link to one of the signed-in user's account pages in the header; nothing when the page is not theirs. */
function AccountLink({ to, label, icon: Icon }: { to?: string; label?: string; icon: typeof IconKey }) {
  if (!to || !label) return null;
  return (
    <Button component={Link} to={to} variant="white" size="compact-sm" leftSection={<Icon size={16} aria-hidden />} aria-label={label}>
      <Box component="span" visibleFrom="xl">
        {label}
      </Box>
    </Button>
  );
}
