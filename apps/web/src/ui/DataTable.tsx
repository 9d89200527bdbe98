import type { CSSProperties, ReactNode } from 'react';
import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyMessage } from './EmptyMessage.tsx';
import { ErrorState } from './ErrorState.tsx';
import { LoadingState } from './LoadingState.tsx';

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Right-align numbers. */
  numeric?: boolean;
  /** Kept in sight at the right edge while a wide table scrolls sideways (a row's buttons, the last column). */
  sticky?: boolean;
}

// Opaque, so the cells scrolling under it do not show through; the line marks the edge they pass under.
const STICKY: CSSProperties = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--table-border-color)',
};

interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading: boolean;
  /** A catalogue key when loading failed. */
  error?: string | null;
  onRetry?: () => void;
  emptyTitle: string;
  emptyDescription?: string;
  /** Shown while a new page loads over the old rows. */
  stale?: boolean;
  /**
   * A wide table that scrolls sideways even when its rows hold nothing focusable (read-only rows):
   * its scrolling area becomes a named, focusable region, so a keyboard can scroll it (WCAG 2.1.1).
   */
  scrollLabel?: string;
  /** The width below which the table scrolls sideways instead of squeezing its columns (560 px unless given). */
  minWidth?: number;
}

/** A table with its loading, error and empty states; the caption names it for screen readers. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation();
  if (props.error && !props.rows) return <ErrorState message={props.error} onRetry={props.onRetry} />;
  if (props.loading && !props.rows) return <LoadingState lines={5} />;
  if (!props.rows || props.rows.length === 0) return <EmptyMessage title={props.emptyTitle} description={props.emptyDescription} />;
  return (
    <Table.ScrollContainer
      minWidth={props.minWidth ?? 560}
      scrollAreaProps={props.scrollLabel ? { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': props.scrollLabel } } : undefined}
    >
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={props.stale || undefined} style={{ opacity: props.stale ? 0.6 : 1 }}>
        <caption>
          <VisuallyHidden>{props.caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta={column.numeric ? 'right' : undefined} style={column.sticky ? STICKY : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={props.rowKey(row)}>
              {props.columns.map((column) => (
                <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined} style={column.sticky ? STICKY : undefined}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {props.stale && <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>}
    </Table.ScrollContainer>
  );
}
