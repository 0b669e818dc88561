import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { adminOcrRoutes, fmt, OCR_SUPPORT_STATUSES, type OcrGuideStatus, type OcrGuideSummary } from '@honora/contract';
import { Select, Text } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toast, toastError } from '../../shared/notify/toast';

const o = ocrMessages;

const isSupportStatus = (status: OcrGuideStatus): status is (typeof OCR_SUPPORT_STATUSES)[number] =>
  (OCR_SUPPORT_STATUSES as readonly string[]).includes(status);

/**
 * The statuses support may set (platform.md §3), the guide's own first when it is another one
 * (a guide still in the reading queue), shown but not chosen again.
 */
export function statusOptions(current: OcrGuideStatus) {
  const options = OCR_SUPPORT_STATUSES.map((status) => ({ value: status, label: o.statuses[status] }));
  return isSupportStatus(current)
    ? options
    : [{ value: current, label: o.statuses[current], disabled: true }, ...options];
}

interface Props {
  guide: OcrGuideSummary;
  onChanged: () => void;
  /** A visible label (the review of one guide); in the table the control is named after the row's page. */
  label?: string | undefined;
}

/**
 * A guide's status and the control that changes it; a guide confirmed into an event (READY) only
 * shows its status, as the server refuses to change it.
 */
export function GuideStatusControl({ guide, onChanged, label }: Props) {
  const [isSaving, setIsSaving] = useState(false);
  if (guide.status === 'READY') return <Text size="sm">{o.statuses.READY}</Text>;
  const change = async (value: string | null) => {
    if (!value || value === guide.status || !isSupportStatus(value as OcrGuideStatus)) return;
    setIsSaving(true);
    try {
      await call(adminOcrRoutes.setStatus, {
        params: { id: guide.id },
        body: { status: value as (typeof OCR_SUPPORT_STATUSES)[number] },
      });
      toast.success(o.support.statusChanged);
      onChanged();
    } catch (error) {
      toastError(error);
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <Select
      label={label}
      aria-label={label ? undefined : fmt(o.support.statusOf, { page: String(guide.page), file: guide.fileName })}
      data={statusOptions(guide.status)}
      value={guide.status}
      onChange={(value) => void change(value)}
      allowDeselect={false}
      disabled={isSaving}
      size="xs"
      w={240}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
