import { Plus, Trash2 } from 'lucide-react'

import type { Project } from '#shared/profile/profile.schema.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { TextAreaField, TextField } from '#client/features/profile/components/field.tsx'

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
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>Notable Professional Projects</CardTitle>
          <CardDescription>Name, what it did, and the technologies used.</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...projects, { name: '', description: '', technologies: [] }])}
        >
          <Plus /> Add Project
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {projects.length === 0 ? <p className="text-ink-muted text-sm">No projects yet.</p> : null}
        {projects.map((project, index) => (
          <div
            key={index}
            className="border-line grid gap-3 rounded-xl border p-4 sm:grid-cols-2"
            data-testid="project-item"
          >
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
            <div className="flex flex-wrap items-center gap-1.5 sm:col-span-2">
              {project.technologies
                .filter((t) => t.trim())
                .map((tech) => (
                  <Badge key={tech} variant="secondary">
                    {tech.trim()}
                  </Badge>
                ))}
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto text-red-700 hover:bg-red-50"
                onClick={() => onChange(projects.filter((_, i) => i !== index))}
              >
                <Trash2 /> Remove
              </Button>
            </div>
          </div>
        ))}
      </CardContent>
    </Card>
  )
}
