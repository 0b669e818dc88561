import {
  HELP_AUDIENCES,
  HELP_BODY_MAX,
  HELP_KINDS,
  HELP_POSITION_MAX,
  HELP_TITLE_MAX,
  type HelpCategory,
} from '@honora/contract';
import { helpScreenMessages as t } from '@honora/contract/screen-texts/help';
import { Grid, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { FormErrors } from '../../shared/forms/form-errors';
import { clientScreenPaths, type HelpArticleDraft } from './help-article-draft';

interface Props {
  draft: HelpArticleDraft;
  patch: (change: Partial<HelpArticleDraft>) => void;
  errors: FormErrors;
  categories: readonly HelpCategory[];
}

const isKind = (value: string | null): value is HelpArticleDraft['kind'] =>
  (HELP_KINDS as readonly (string | null)[]).includes(value);
const isAudience = (value: string | null): value is HelpArticleDraft['audience'] =>
  (HELP_AUDIENCES as readonly (string | null)[]).includes(value);

/**
 * The inputs of a help article (decision 056): category, kind, title and text, who sees a FAQ
 * entry or which screen a HELP article explains, order and whether it is published.
 */
export function HelpArticleFields({ draft, patch, errors, categories }: Props) {
  const isHelp = draft.kind === 'HELP';
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Select
          label={t.category}
          required
          data={categories.map((c) => ({ value: c.id, label: c.name }))}
          value={draft.categoryId || null}
          error={errors.categoryId}
          onChange={(value) => patch({ categoryId: value ?? '' })}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Select
          label={t.kind}
          required
          data={HELP_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] }))}
          value={draft.kind}
          error={errors.kind}
          onChange={(value) => isKind(value) && patch({ kind: value })}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          label={t.title}
          required
          data-autofocus
          maxLength={HELP_TITLE_MAX}
          value={draft.title}
          error={errors.title}
          onChange={(event) => patch({ title: event.currentTarget.value })}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label={t.body}
          description={t.bodyHint}
          required
          autosize
          minRows={5}
          maxRows={14}
          maxLength={HELP_BODY_MAX}
          value={draft.body}
          error={errors.body}
          onChange={(event) => patch({ body: event.currentTarget.value })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        {isHelp ? (
          <Select
            label={t.screenPath}
            description={t.screenPathHint}
            required
            searchable
            data={clientScreenPaths()}
            value={draft.screenPath || null}
            error={errors.screenPath}
            onChange={(value) => patch({ screenPath: value ?? '' })}
          />
        ) : (
          <Select
            label={t.audience}
            required
            data={HELP_AUDIENCES.map((audience) => ({ value: audience, label: t.audiences[audience] }))}
            value={draft.audience}
            error={errors.audience}
            onChange={(value) => isAudience(value) && patch({ audience: value })}
            allowDeselect={false}
          />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <NumberInput
          label={t.position}
          description={t.positionHint}
          min={0}
          max={HELP_POSITION_MAX}
          allowDecimal={false}
          value={draft.position}
          error={errors.position}
          onChange={(position) => patch({ position })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }} pt="xl">
        <Switch
          label={t.published}
          checked={draft.published}
          error={errors.published}
          onChange={(event) => patch({ published: event.currentTarget.checked })}
        />
      </Grid.Col>
    </Grid>
  );
}
