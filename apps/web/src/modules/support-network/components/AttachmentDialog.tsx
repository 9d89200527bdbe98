/**
 * Attaching a resource to a support: a web link, a Google Doc, a YouTube video (addresses checked as
 * the server checks them, with the spec's messages) or a document (its type and size are the server's
 * to check, by content). The server's field errors show on their fields.
 */
import { useState, type FormEvent } from 'react';
import { FileInput, Modal, Radio, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RESOURCE_KINDS, type ResourceKind } from '@ss/domain/enums';
import { googleDocUrl, webLink, youtubeVideoId } from '@ss/domain/resource-urls';
import { MSG } from '@ss/domain/validation-rules';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { ZCreateSupportAttachment } from '@ss/domain/contracts/supports';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { checkFields } from '../../../ui/schema-errors.ts';
import { useAttach } from '../hooks/useSupportMutations.ts';

function urlError(kind: ResourceKind, url: string): string | null {
  if (!url.trim()) return MSG.required;
  if (kind === 'google_doc') return googleDocUrl(url) ? null : 'Please make sure to provide a valid Google Doc URL';
  if (kind === 'youtube') return youtubeVideoId(url) ? null : 'Please make sure to provide a valid Youtube video URL';
  return webLink(url) ? null : 'Invalid url';
}

export function AttachmentDialog({ supportId, onClose }: { supportId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ResourceKind>('link');
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState(false);
  const attach = useAttach(supportId);

  // The title as the attachments' contract checks it (a document's too); the address by its kind.
  const url_ = kind === 'document' ? null : urlError(kind, url);
  const local: Record<string, string | null> = {
    title: checkFields(t, ZCreateSupportAttachment, { kind: 'link', title, url: 'x' }).title ?? null,
    url: url_ ? t(url_) : null,
    file: kind === 'document' && !file ? t(MSG.required) : null,
  };
  const err = (field: string) => (checked && local[field]) || serverFieldError(t, attach.error, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.values(local).some(Boolean)) return;
    const body = kind === 'document' ? { kind, title: title.trim(), file: file! } : { kind, title: title.trim(), url: url.trim() };
    attach.mutate(body, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={t('supports.attachments.add')} closeButtonProps={{ 'aria-label': t('common.close') }} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group label={t('supports.attachments.kind')} value={kind} onChange={(k) => setKind(k as ResourceKind)} required>
            <Group gap="lg" mt={6}>
              {RESOURCE_KINDS.map((k) => (
                <Radio key={k} value={k} label={t(`supports.attachments.kind.${k}`)} />
              ))}
            </Group>
          </Radio.Group>
          <TextInput label={t('supports.attachments.titleLabel')} required value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={err('title')} data-autofocus />
          {kind === 'document' ? (
            <FileInput label={t('supports.attachments.file')} required value={file} onChange={setFile} clearable error={err('file')} />
          ) : (
            <TextInput
              label={t(kind === 'youtube' ? 'supports.attachments.videoUrl' : kind === 'google_doc' ? 'supports.attachments.docUrl' : 'supports.attachments.url')}
              required
              type="url"
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              error={err('url')}
            />
          )}
          <DialogActions onCancel={onClose} label={t('supports.attachments.add')} loading={attach.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
