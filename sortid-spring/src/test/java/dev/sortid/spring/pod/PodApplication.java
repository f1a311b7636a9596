package dev.sortid.spring.pod;

import dev.sortid.Scru64Generator;
import dev.sortid.Scru64NodeSpec;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

/**
 * An application whose SCRU64 node id is its Kubernetes StatefulSet ordinal, run in a JVM of its
 * own so that the test sets the environment variables a pod has.
 */
@Configuration(proxyBeanMethods = false)
@EnableAutoConfiguration
public class PodApplication {

  /** Creates the application. */
  public PodApplication() {}

  /**
   * Starts the application with the arguments as properties, prints {@code node-spec=S} (the node
   * spec of the first id its SCRU64 generator issues) and closes it.
   *
   * @param args the application's properties, {@code --name=value}
   */
  public static void main(String[] args) {
    try (ConfigurableApplicationContext context =
        new SpringApplicationBuilder(PodApplication.class).web(WebApplicationType.NONE).run(args)) {
      Scru64NodeSpec spec = context.getBean("sortidStatefulSetNodeSpec", Scru64NodeSpec.class);
      long nodeCtr = context.getBean(Scru64Generator.class).generate().nodeCtr();
      if (nodeCtr >>> (24 - spec.nodeIdSize()) != spec.nodeId()) {
        throw new AssertionError("an id of another node id than " + spec + ": " + nodeCtr);
      }
      System.out.println("node-spec=" + spec);
    }
  }
}
