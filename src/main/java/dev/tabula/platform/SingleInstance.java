package dev.tabula.platform;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One Tabula per player: the first start holds a lock in the data folder and listens on a loopback
 * port; a later start (a second double-clicked match file) finds the lock taken, hands its file to the
 * first through that port, and exits, and the running window opens the match.
 *
 * <p>The port and a random token are in {@code instance.port}, readable by the player only, so another
 * user of the computer cannot send requests. No logger is made unless something is logged: the
 * launcher asks before the app starts, and Logback's start belongs on the app's second core. A stale file (the first Tabula was killed) only means the
 * hand-over fails and the new start runs on its own.
 */
public final class SingleInstance implements AutoCloseable {
    static final String LOCK_FILE = "instance.lock";
    static final String PORT_FILE = "instance.port";
    private static final String SHOW = "show";
    private static final String OPEN = "open ";
    private static final String OK = "ok";
    /** How long a later start waits for the running one to answer; it is on the same computer. */
    private static final int TIMEOUT_MS = 3000;

    private final FileChannel lockChannel;
    private final FileLock lock;
    private final ServerSocket server;
    private final String token;

    private SingleInstance(FileChannel lockChannel, FileLock lock, ServerSocket server, String token) {
        this.lockChannel = lockChannel;
        this.lock = lock;
        this.server = server;
        this.token = token;
    }

    /**
     * Becomes the player's running Tabula: takes the lock in {@code dataDir} and opens the port. Empty if
     * another Tabula holds the lock.
     */
    public static Optional<SingleInstance> claim(Path dataDir) {
        try {
            Files.createDirectories(dataDir);
            FileChannel channel = FileChannel.open(dataDir.resolve(LOCK_FILE),
                    StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null;                    // held by this very process (tests)
            }
            if (lock == null) {
                channel.close();
                return Optional.empty();
            }
            ServerSocket server = new ServerSocket();
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            byte[] random = new byte[16];
            new SecureRandom().nextBytes(random);
            String token = HexFormat.of().formatHex(random);
            writePrivately(dataDir.resolve(PORT_FILE), server.getLocalPort() + "\n" + token + "\n");
            return Optional.of(new SingleInstance(channel, lock, server, token));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot set up the single-instance lock in " + dataDir, e);
        }
    }

    /**
     * Hands {@code file} (or, if empty, a "come to the front") to the Tabula running for {@code dataDir};
     * true if it took it.
     */
    public static boolean handOver(Path dataDir, Optional<Path> file) {
        List<String> portFile;
        try {
            portFile = Files.readAllLines(dataDir.resolve(PORT_FILE), StandardCharsets.UTF_8);
        } catch (IOException e) {
            log().warn("no running Tabula left its port: {}", e.toString());
            return false;
        }
        if (portFile.size() < 2) {
            return false;
        }
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), Integer.parseInt(portFile.get(0).trim())),
                    TIMEOUT_MS);
            socket.setSoTimeout(TIMEOUT_MS);
            PrintWriter out = new PrintWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8), true);
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            out.println(portFile.get(1).trim());
            out.println(file.map(path -> OPEN + path.toAbsolutePath()).orElse(SHOW));
            return OK.equals(in.readLine());
        } catch (IOException | NumberFormatException e) {
            log().warn("cannot reach the running Tabula: {}", e.toString());
            return false;
        }
    }

    /** Passes every request of a later start to {@code requests}, on a daemon thread of its own. */
    public void serve(Consumer<Optional<Path>> requests) {
        Thread thread = new Thread(() -> {
            while (!server.isClosed()) {
                try (Socket socket = server.accept()) {
                    answer(socket, requests);
                } catch (IOException e) {
                    if (!server.isClosed()) {
                        log().warn("a request from another Tabula start failed: {}", e.toString());
                    }
                }
            }
        }, "tabula-single-instance");
        thread.setDaemon(true);
        thread.start();
    }

    private void answer(Socket socket, Consumer<Optional<Path>> requests) throws IOException {
        socket.setSoTimeout(TIMEOUT_MS);
        BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        PrintWriter out = new PrintWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8), true);
        if (!token.equals(in.readLine())) {
            log().warn("ignored a request without the right token");
            return;
        }
        String request = in.readLine();
        if (request == null) {
            return;
        }
        Optional<Path> file = request.startsWith(OPEN) ? Optional.of(Path.of(request.substring(OPEN.length())))
                : Optional.empty();
        log().info("another start asks to {}", request);
        out.println(OK);
        requests.accept(file);
    }

    @Override
    public void close() {
        try {
            server.close();
            lock.release();
            lockChannel.close();
        } catch (IOException e) {
            log().warn("cannot release the single-instance lock: {}", e.toString());
        }
    }

    private static Logger log() {
        return LoggerFactory.getLogger(SingleInstance.class);
    }

    private static void writePrivately(Path file, String text) throws IOException {
        Files.deleteIfExists(file);
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        }
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
