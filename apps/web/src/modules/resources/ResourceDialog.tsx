/**
 * Adding or editing a resource (issue 11, section 3). A web link, a Google Doc or a YouTube video is
 * checked with the server's own contract (the spec's messages for a bad Google Doc or video address)
 * before it is sent; a document is chosen with a file input, its type and size checked against the
 * server's limit before the upload. A district resource also says whom it is shared with. The kind of
 * an existing resource stays what it is (a document is replaced by uploading another).
 */
import { useState, type FormEvent } from 'react';
import { FileInput, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RESOURCE_KINDS, RESOURCE_MSG, ZCreateResource, ZUpdateResource } from '@ss/domain/contracts/resources';
import type { ResourceKind, TResource } from '@ss/domain';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { serverFieldError } from '../../lib/form-errors.ts';
import { checkFields } from '../../ui/schema-errors.ts';
import { ownerIds, type ResourceOwner } from './api.ts';
import { DOCUMENT_ACCEPT, documentProblem } from './document-file.ts';
import { useCreateLink, useUpdateResource, useUploadDocument } from './hooks.ts';
import { sharingBody, SharingFields, sharingOf, type Sharing } from './SharingFields.tsx';

interface Props {
  owner: ResourceOwner;
  districtId: number;
  /** The folder a new resource goes in (null: the top level), named for the reader. */
  folder: { id: number | null; name: string };
  maxMb: number;
  /** Whether sharing with schools is offered (a district's managers). */
  canShare: boolean;
  resource?: TResource;
  onClose: () => void;
}

const KNOWN = Object.values(RESOURCE_MSG);

export function ResourceDialog({ owner, districtId, folder, maxMb, canShare, resource, onClose }: Props) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ResourceKind>(resource?.kind ?? 'link');
  const [title, setTitle] = useState(resource?.title ?? '');
  const [url, setUrl] = useState(resource?.url ?? '');
  const [description, setDescription] = useState(resource?.description ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [sharing, setSharing] = useState<Sharing>(sharingOf(resource?.sharing));
  const [checked, setChecked] = useState(false);
  const createLink = useCreateLink();
  const upload = useUploadDocument();
  const update = useUpdateResource();
  const mutation = resource ? update : kind === 'document' ? upload : createLink;
  const sharingFields = canShare ? sharingBody(sharing) : {};

  // The browser's checks: the shared contract for links, the file's type and size for documents.
  const problems: Record<string, string> = {};
  if (kind !== 'document') {
    Object.assign(problems, checkFields(t, ZCreateResource, { ...ownerIds(owner), kind, title, url, description: description || null, ...sharingFields }, KNOWN));
  } else {
    // A document's texts as a change checks them (its fields travel as a form, its file apart).
    const texts = checkFields(t, ZUpdateResource, { version: 0, title, description: description || null }, KNOWN);
    if (texts.title) problems.title = texts.title;
    if (texts.description) problems.description = texts.description;
    const problem = resource ? null : documentProblem(file, maxMb);
    if (problem) problems.file = t(problem.message, problem.params ?? {});
  }
  if (canShare && sharing.mode === 'some' && !sharing.schools.length) problems.school_ids = t('resources.sharing.schoolsRequired');
  const local = checked ? problems : {};
  const err = (field: string) => local[field] ?? serverFieldError(t, mutation.error, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problems).length) return;
    if (resource) {
      const body: Record<string, unknown> = { title: title.trim(), description: description.trim() || null, ...sharingFields };
      if (resource.kind !== 'document' && url.trim() !== resource.url) body.url = url.trim();
      update.mutate({ ...body, id: resource.id, version: resource.version }, { onSuccess: onClose });
    } else if (kind === 'document') {
      const form = new FormData();
      for (const [k, v] of Object.entries(ownerIds(owner))) form.append(k, String(v));
      form.append('folder_id', folder.id === null ? '' : String(folder.id));
      form.append('kind', 'document');
      form.append('title', title.trim());
      form.append('description', description.trim());
      if (canShare) {
        form.append('shared_with_all', String(sharing.mode === 'all'));
        form.append('school_ids', sharing.mode === 'some' ? sharing.schools.join(',') : '');
      }
      form.append('file', file!, file!.name);
      upload.mutate(form, { onSuccess: onClose });
    } else {
      createLink.mutate(
        { ...ownerIds(owner), folder_id: folder.id, kind, title: title.trim(), description: description.trim() || null, url: url.trim(), ...sharingFields },
        { onSuccess: onClose },
      );
    }
  };

  return (
    <Modal opened onClose={onClose} title={t(resource ? 'resources.editTitle' : 'resources.addTitle')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {!resource && (
            <Text size="sm" c="dimmed">
              {t('resources.inFolder', { name: folder.name })}
            </Text>
          )}
          <Radio.Group label={t('resources.field.kind')} value={kind} onChange={(v) => setKind(v as ResourceKind)} required={!resource}>
            <Group gap="md" mt="xs">
              {RESOURCE_KINDS.map((k) => (
                <Radio key={k} value={k} label={t(`resources.kind.${k}`)} disabled={resource !== undefined && k !== resource.kind} />
              ))}
            </Group>
          </Radio.Group>
          <TextInput label={t('resources.field.title')} required value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={err('title')} data-autofocus />
          {kind !== 'document' ? (
            <TextInput
              label={t('resources.field.url')}
              description={t(`resources.urlHint.${kind}`)}
              required
              type="url"
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              error={err('url')}
            />
          ) : (
            !resource && (
              <FileInput
                label={t('resources.field.file')}
                description={t('resources.fileHint', { max: maxMb })}
                placeholder={t('resources.filePlaceholder')}
                // Mantine's placeholder grey is too faint for the button's only label.
                styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
                required
                accept={DOCUMENT_ACCEPT}
                leftSection={<IconUpload size={16} aria-hidden />}
                value={file}
                onChange={setFile}
                clearable
                error={err('file')}
              />
            )
          )}
          <Textarea
            label={t('resources.field.description')}
            autosize
            minRows={2}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={err('description')}
          />
          {canShare && <SharingFields districtId={districtId} value={sharing} onChange={setSharing} error={err('school_ids') ?? err('shared_with_all')} />}
          <DialogActions onCancel={onClose} label={t(resource ? 'resources.save' : kind === 'document' ? 'resources.upload' : 'resources.create')} loading={mutation.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
