import './styles.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { AppProvider } from '#client/app/provider.tsx'
import { AppRouter } from '#client/app/router.tsx'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
)
