import { useController, useFieldArray, useWatch } from 'react-hook-form'

import type { Project } from '#shared/profile/profile.schema.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { FormTextAreaField, FormTextField, TextField } from '#client/features/profile/components/field.tsx'
import { ListEditorCard } from '#client/features/profile/components/list-editor-card.tsx'
import type { ProfileControl } from '#client/features/profile/components/use-profile-form.ts'

/** Trims names and technologies and drops projects left blank. */
export function cleanProjects(projects: Project[]): Project[] {
  return projects
    .map((project) => ({
      ...project,
      name: project.name.trim(),
      technologies: project.technologies.map((t) => t.trim()).filter(Boolean),
    }))
    .filter((project) => project.name || project.description.trim())
}

export function ProjectsCard({ control }: { control: ProfileControl }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'personalExperiences.projects' })
  const projects = useWatch({ control, name: 'personalExperiences.projects' })
  return (
    <ListEditorCard
      title="Notable Professional Projects"
      description="Name, what it did, and the technologies used."
      addLabel="Add Project"
      emptyText="No projects yet."
      keys={fields.map((field) => field.id)}
      onAdd={() => append({ name: '', description: '', technologies: [] })}
      onRemove={remove}
      itemTestId="project-item"
      footerClassName="gap-1.5"
      renderFields={(index) => (
        <>
          <FormTextField
            control={control}
            name={`personalExperiences.projects.${index}.name`}
            label="Project Name"
            placeholder="e.g. Finance Close Cockpit"
          />
          <TechnologiesField control={control} index={index} />
          <FormTextAreaField
            control={control}
            name={`personalExperiences.projects.${index}.description`}
            label="Project Description"
            className="sm:col-span-2"
            rows={2}
          />
        </>
      )}
      renderFooter={(index) =>
        (projects[index]?.technologies ?? [])
          .filter((t) => t.trim())
          .map((tech) => (
            <Badge key={tech} variant="secondary">
              {tech.trim()}
            </Badge>
          ))
      }
    />
  )
}

/** The project's technologies as one comma-separated line. */
function TechnologiesField({ control, index }: { control: ProfileControl; index: number }) {
  const { field } = useController({ control, name: `personalExperiences.projects.${index}.technologies` })
  return (
    <TextField
      label="Technologies"
      value={field.value.join(', ')}
      onChange={(value) => field.onChange(value.split(',').map((t) => t.trimStart()))}
      placeholder="Comma separated, e.g. SAP Fiori, ABAP"
    />
  )
}
