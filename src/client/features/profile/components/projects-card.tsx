import type { Project } from '#shared/profile/profile.schema.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { TextAreaField, TextField } from '#client/features/profile/components/field.tsx'
import { ListEditorCard } from '#client/features/profile/components/list-editor-card.tsx'

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

export function ProjectsCard({
  projects,
  onChange,
}: {
  projects: Project[]
  onChange: (projects: Project[]) => void
}) {
  const set = (index: number, project: Project) =>
    onChange(projects.map((p, i) => (i === index ? project : p)))
  return (
    <ListEditorCard
      title="Notable Professional Projects"
      description="Name, what it did, and the technologies used."
      addLabel="Add Project"
      emptyText="No projects yet."
      items={projects}
      onChange={onChange}
      newItem={() => ({ name: '', description: '', technologies: [] })}
      itemTestId="project-item"
      footerClassName="gap-1.5"
      renderFields={(project, index) => (
        <>
          <TextField
            label="Project Name"
            value={project.name}
            onChange={(name) => set(index, { ...project, name })}
            placeholder="e.g. Finance Close Cockpit"
          />
          <TextField
            label="Technologies"
            value={project.technologies.join(', ')}
            onChange={(value) =>
              set(index, { ...project, technologies: value.split(',').map((t) => t.trimStart()) })
            }
            placeholder="Comma separated, e.g. SAP Fiori, ABAP"
          />
          <TextAreaField
            label="Project Description"
            value={project.description}
            onChange={(description) => set(index, { ...project, description })}
            className="sm:col-span-2"
            rows={2}
          />
        </>
      )}
      renderFooter={(project) =>
        project.technologies
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
