import { healthInsurersMessages } from '@honora/contract/screen-texts/health-insurers';
import { negotiationScreenMessages } from '@honora/contract/screen-texts/negotiation-screen';
import { healthInsurerBodySchema, healthInsurerRoutes, messages, type HealthInsurer } from '@honora/contract';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { ruleErrors, useFormState, type FieldRules } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import {
  bodyOf,
  collectionsOf,
  formValuesOf,
  tabOfPath,
  type InsurerCollections,
  type InsurerFormValues,
  type InsurerTab,
} from './insurer-form-model';
import { insurerRules } from './insurer-rules';
import { NegotiationsTab } from './negotiations/negotiations-tab';
import { CustomFieldsTab } from './tabs/custom-fields-tab';
import { DataTab } from './tabs/data-tab';
import { DeadlinesTab } from './tabs/deadlines-tab';
import { FinancialTab } from './tabs/financial-tab';
import { GuidesTab } from './tabs/guides-tab';
import { PdfTab } from './tabs/pdf-tab';
import { XmlTab } from './tabs/xml-tab';
import { useTypeOfPaymentOptions } from './use-insurers';

const t = healthInsurersMessages;
const tabs: InsurerTab[] = ['data', 'deadlines', 'guides', 'xml', 'pdf', 'financial', 'customFields'];

interface Props {
  /** The insurer being edited; null to create one. */
  insurer: HealthInsurer | null;
  isReadOnly: boolean;
  onSaved: (insurer: HealthInsurer) => Promise<void> | void;
}

/** The first field path with a problem: the schema's issues, then the field rules. */
function firstInvalidPath(body: unknown, values: InsurerFormValues, rules: FieldRules<InsurerFormValues>) {
  const parsed = healthInsurerBodySchema.safeParse(body);
  const first = parsed.success ? undefined : parsed.error.issues[0]?.path.map(String).join('.');
  return first ?? Object.keys(ruleErrors(values, rules))[0];
}

/** Create or edit an insurer: every setting of billing.md §3, in tabs; the XML settings only for super admins. */
export function InsurerForm({ insurer, isReadOnly, onSaved }: Props) {
  const session = useSession();
  const isSuperAdmin = session?.isSuperAdmin ?? false;
  const form = useFormState<InsurerFormValues>(formValuesOf(insurer), insurerRules);
  const [rows, setRows] = useState<InsurerCollections>(() => collectionsOf(insurer));
  // The negotiations are saved on their own (not by this form's Save): an existing insurer only.
  const [tab, setTab] = useState<InsurerTab | 'negotiations'>('data');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const selectedTypes = (form.values.typesOfPaymentIds ?? '').split(',').filter(Boolean);
  const typesOfPayment = useTypeOfPaymentOptions(insurer?.companyId ?? session?.company?.id, selectedTypes);
  const tabProps = { form, isReadOnly, isSuperAdmin };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isReadOnly) return;
    const draft = bodyOf(form.values, rows, isSuperAdmin);
    const invalid = firstInvalidPath(draft, form.values, insurerRules);
    if (invalid) setTab(tabOfPath(invalid));
    const body = form.validate(healthInsurerBodySchema, draft);
    if (!body) return;
    setIsSubmitting(true);
    try {
      const saved = insurer
        ? await call(healthInsurerRoutes.update, { params: { id: insurer.id }, body })
        : await call(healthInsurerRoutes.create, { body });
      toast.success(insurer ? messages.screens.registry.record.saved : t.created);
      await onSaved(saved);
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={insurer ? insurer.name : t.newTitle}
    >
      <Stack>
        <Tabs value={tab} onChange={(value) => value && setTab(value as InsurerTab | 'negotiations')}>
          <Tabs.List>
            {tabs.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t.tabs[name]}
              </Tabs.Tab>
            ))}
            {insurer && <Tabs.Tab value="negotiations">{negotiationScreenMessages.tab}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="data" pt="md">
            <DataTab {...tabProps} typesOfPayment={typesOfPayment} hasEvents={insurer?.hasEvents ?? false} />
          </Tabs.Panel>
          <Tabs.Panel value="deadlines" pt="md">
            <DeadlinesTab {...tabProps} />
          </Tabs.Panel>
          <Tabs.Panel value="guides" pt="md">
            <GuidesTab
              {...tabProps}
              replaceDataBy={rows.replaceDataBy}
              onReplaceDataBy={(replaceDataBy) => setRows((r) => ({ ...r, replaceDataBy }))}
            />
          </Tabs.Panel>
          <Tabs.Panel value="xml" pt="md">
            <XmlTab
              {...tabProps}
              xmlFields={rows.xmlFields}
              onXmlFields={(type, list) => setRows((r) => ({ ...r, xmlFields: { ...r.xmlFields, [type]: list } }))}
            />
          </Tabs.Panel>
          <Tabs.Panel value="pdf" pt="md">
            <PdfTab {...tabProps} />
          </Tabs.Panel>
          <Tabs.Panel value="financial" pt="md">
            <FinancialTab
              {...tabProps}
              withheld={rows.withheld}
              onWithheld={(withheld) => setRows((r) => ({ ...r, withheld }))}
            />
          </Tabs.Panel>
          <Tabs.Panel value="customFields" pt="md">
            <CustomFieldsTab
              {...tabProps}
              rows={rows.customFields}
              onRows={(customFields) => setRows((r) => ({ ...r, customFields }))}
            />
          </Tabs.Panel>
          {insurer && (
            <Tabs.Panel value="negotiations" pt="md">
              <NegotiationsTab insurerId={insurer.id} isReadOnly={isReadOnly} />
            </Tabs.Panel>
          )}
        </Tabs>
        {!isReadOnly && tab !== 'negotiations' && (
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {messages.screens.registry.record.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
