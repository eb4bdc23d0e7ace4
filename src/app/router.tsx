// Placeholder router: the public site and accounts issue replaces this with the spec's route table.
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Container, Title, Text } from '@mantine/core';

function Home() {
  return (
    <Container py="xl">
      <Title order={1}>Tradecraft</Title>
      <Text>Learn to trade: a free 15-module program and a premium community.</Text>
    </Container>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Home /> }]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
