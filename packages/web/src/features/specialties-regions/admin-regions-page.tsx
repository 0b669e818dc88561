import { fmt, regionRoutes, type Region } from '@honora/contract';
import { specialtiesRegionsScreenMessages as t } from '@honora/contract/screen-texts/specialties-regions';
import { call } from '../../shared/api/api-client';
import { REGIONS_KEY } from '../../shared/registry/region-select';
import { RecordsAdminPage } from '../../shared/ui/records-admin-page';
import { RegionForm } from './region-form';
import { useAdminRegions, useRefresh } from './use-specialties-regions';

/** "SP, PR; Joinville - SC": the region's states, then its single cities. */
export function placesText(region: Region): string {
  const cities = region.cities.map((c) => `${c.name} - ${c.uf}`).join(', ');
  return [region.states.join(', '), cities].filter((part) => part !== '').join('; ');
}

/**
 * /admin/regions (platform.md §1 regions; decision 063): groups of states and cities. Companies
 * and workplaces fall in a region by their hospitals' cities; the map and the admin reports
 * filter by it.
 */
export function AdminRegionsPage() {
  return (
    <RecordsAdminPage<Region>
      texts={{
        title: t.regionsTitle,
        hint: t.regionsHint,
        empty: t.noRegions,
        newRecord: t.newRegion,
        editRecord: t.editRegion,
        actions: t.actions,
        edit: t.edit,
        remove: t.remove,
        removed: t.regionRemoved,
        editLabel: (r) => fmt(t.editRegionLabel, { name: r.name }),
        removeLabel: (r) => fmt(t.removeRegionLabel, { name: r.name }),
        removeConfirm: (r) => fmt(t.removeRegionConfirm, { name: r.name }),
      }}
      query={useAdminRegions()}
      refresh={useRefresh(REGIONS_KEY)}
      columns={[
        { header: t.name, cell: (r) => r.name },
        { header: t.places, cell: placesText },
      ]}
      minWidth={720}
      modalSize="lg"
      form={(slot) => <RegionForm {...slot} />}
      onRemove={(r) => call(regionRoutes.remove, { params: { id: r.id } })}
    />
  );
}
